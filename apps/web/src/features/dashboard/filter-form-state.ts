import type { DashboardFilter } from '@eval/contracts/dashboard';

/** Choosing a community clears the province and municipality it may no longer contain. */
export function withCommunity(filter: DashboardFilter, comunidad: number | null): DashboardFilter {
  return { ...filter, comunidad, provincia: null, municipio: null };
}

/** Choosing a province clears the municipality (spec §4: dependent fields reset). */
export function withProvince(filter: DashboardFilter, provincia: number | null): DashboardFilter {
  return { ...filter, provincia, municipio: null };
}

/** The filter to apply: empty and unset fields dropped, so an unfiltered view sends nothing. */
export function cleanFilter(filter: DashboardFilter): DashboardFilter {
  const clean: DashboardFilter = {};
  if (filter.ownership) clean.ownership = filter.ownership;
  if (filter.comunidad) clean.comunidad = filter.comunidad;
  if (filter.provincia) clean.provincia = filter.provincia;
  if (filter.municipio) clean.municipio = filter.municipio;
  if (filter.groupby?.length) clean.groupby = [...filter.groupby];
  if (filter.nivel_socioeconomico?.length) {
    clean.nivel_socioeconomico = [...filter.nivel_socioeconomico];
  }
  return clean;
}
