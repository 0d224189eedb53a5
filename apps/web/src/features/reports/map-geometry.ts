import { geoConicConformalSpain } from 'd3-composite-projections';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Drawing size of the map; the PNG export uses the same. */
export const MAP_SIZE = { width: 800, height: 600 } as const;

export interface CommunityShape {
  /** INE code of the community (es-atlas ids '01'…'19'); null for Gibraltar. */
  id: number | null;
  name: string;
  path: string;
  /** Projected centroid: where the community's bubble goes (Canaries inside the inset). */
  centroid: [number, number];
}

export interface SpainMapGeometry {
  communities: CommunityShape[];
  /** The frame of the Canary Islands inset. */
  insetBorder: string;
}

type RegionProperties = { name: string };
type AtlasTopology = Topology<{ autonomous_regions: GeometryCollection<RegionProperties> }>;

/**
 * Projects es-atlas's autonomous communities with the conic conformal projection of Spain
 * that moves the Canary Islands into an inset, fitted to the map's size. Centroids come from
 * the projected shapes, so every bubble sits on its community, the Canaries' in the inset.
 */
export function projectSpain(topology: AtlasTopology): SpainMapGeometry {
  const regions = feature(topology, topology.objects.autonomous_regions) as FeatureCollection<
    Geometry,
    RegionProperties
  >;
  const projection = geoConicConformalSpain().fitExtent(
    [
      [10, 10],
      [MAP_SIZE.width - 10, MAP_SIZE.height - 10],
    ],
    regions,
  );
  const path = geoPath(projection);
  const communities = regions.features.map((f: Feature<Geometry, RegionProperties>) => {
    const code = Number(f.id);
    return {
      id: Number.isInteger(code) && code >= 1 && code <= 19 ? code : null,
      name: f.properties.name,
      path: path(f) ?? '',
      centroid: path.centroid(f),
    };
  });
  return { communities, insetBorder: projection.getCompositionBorders() };
}

/** Loads the atlas on demand: the shapes are fetched only when the map is shown. */
export async function loadSpainMap(): Promise<SpainMapGeometry> {
  const { default: url } = await import('es-atlas/es/autonomous_regions.json?url');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`atlas ${response.status}`);
  return projectSpain((await response.json()) as AtlasTopology);
}
