import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { bubbleRadius, type CommunityTotal } from '@eval/contracts/reports';
import { countText } from '@eval/contracts/count-text';
import { LoadError } from '../../../components/load-error';
import { saveUrl } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { MAP_SIZE, loadSpainMap, type SpainMapGeometry } from '../map-geometry';
import { svgToPng } from '../svg-to-png';

const PRIMARY = '#2b74c4';
const numbers = new Intl.NumberFormat('es-ES');

interface SpainMapProps {
  communities: readonly CommunityTotal[];
  /** The total the shares are taken of. */
  total: number;
  /** The period shown ("2025-2026", or "Todos los periodos"), written on the image. */
  periodLabel: string;
  /**
   * One period: a community's total is its centres that finished, so its participation rate
   * (total of its active centres) is shown too. Over every period a centre counts once a year.
   */
  onePeriod: boolean;
  /** File name of the PNG download. */
  fileName: string;
}

/** Shares of the total the legend draws, as reference bubbles of the same scale. */
const LEGEND_SHARES = [5, 25, 50] as const;
const FONT = 'Roboto, Helvetica, Arial, sans-serif';

/** "Andalucía: 120 (30 % de 400 centros)" for one period, "Andalucía: 120" over all. */
function bubbleText(community: CommunityTotal, onePeriod: boolean): string {
  const head = `${community.name}: ${numbers.format(community.total)}`;
  if (!onePeriod || community.centres === 0) return head;
  const rate = Math.round((100 * community.total) / community.centres);
  return `${head} (${rate} % de ${countText(community.centres, 'centro', 'centros')})`;
}

/**
 * The map of Spain (spec §2): every community outlined, the Canary Islands in their inset, and
 * a bubble per community with a total whose radius is its share of the total (%) plus 20
 * (spec §9). A bubble shows the community's name and total on hover and on keyboard focus.
 * Loaded on demand with its geography (d3-geo, topojson, es-atlas).
 */
export default function SpainMap({
  communities,
  total,
  periodLabel,
  onePeriod,
  fileName,
}: SpainMapProps) {
  const [geometry, setGeometry] = useState<SpainMapGeometry | null>(null);
  /** Why the geography failed to load, or null; a retry clears it and loads again. */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    let live = true;
    loadSpainMap()
      .then((g) => live && setGeometry(g))
      .catch((error: unknown) => live && setFailure({ error }));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (failure) {
    const retry = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    };
    return (
      <LoadError what="el mapa" loads={[{ isError: true, error: failure.error, refetch: retry }]} />
    );
  }
  if (!geometry) return <CircularProgress aria-label="Cargando el mapa" />;

  const totals = new Map(communities.map((c) => [c.id, c]));
  const bubbles = geometry.communities
    .flatMap((shape) => {
      const community = shape.id === null ? undefined : totals.get(shape.id);
      return community && community.total > 0
        ? [{ ...community, centroid: shape.centroid, r: bubbleRadius(community.total, total) }]
        : [];
    })
    // The largest first, so smaller bubbles stay on top and reachable.
    .sort((a, b) => b.r - a.r);
  const shown = bubbles.find((b) => b.id === active);

  const download = async () => {
    if (!svgRef.current) return;
    try {
      saveUrl(await svgToPng(svgRef.current, MAP_SIZE), fileName);
    } catch {
      notify('No se ha podido generar la imagen del mapa.', { variant: 'error' });
    }
  };

  return (
    <div>
      <svg
        ref={svgRef}
        xmlns="http://www.w3.org/2000/svg"
        width={MAP_SIZE.width}
        height={MAP_SIZE.height}
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        style={{ maxWidth: '100%', height: 'auto', background: '#ffffff' }}
        role="group"
        aria-label="Mapa de España con las evaluaciones terminadas por comunidad autónoma"
        data-testid="spain-map"
      >
        <rect width={MAP_SIZE.width} height={MAP_SIZE.height} fill="#ffffff" />
        {/* Written on the image itself, over the Atlantic where no bubble goes: the PNG is
            handed on without the page around it. */}
        <g fontFamily={FONT} data-testid="map-title">
          <text x={16} y={150} fontSize={16} fontWeight={500} fill="#1f2937">
            <tspan x={16}>Evaluaciones terminadas</tspan>
            <tspan x={16} dy={20}>
              por comunidad autónoma
            </tspan>
          </text>
          <text x={16} y={200} fontSize={13} fill="#374151">
            <tspan x={16}>{`Periodo: ${periodLabel}`}</tspan>
            <tspan x={16} dy={18}>{`Total: ${numbers.format(total)}`}</tspan>
          </text>
        </g>
        <g aria-hidden="true">
          {geometry.communities.map((shape) => (
            <path
              key={`${shape.id ?? 'x'}-${shape.name}`}
              d={shape.path}
              fill="#e8eef6"
              stroke="#8aa4c4"
              strokeWidth={0.8}
            />
          ))}
          <path d={geometry.insetBorder} fill="none" stroke="#8aa4c4" strokeWidth={1} />
        </g>
        <g>
          {bubbles.map((b) => (
            <circle
              key={b.id}
              cx={b.centroid[0]}
              cy={b.centroid[1]}
              r={b.r}
              fill={PRIMARY}
              fillOpacity={0.55}
              stroke={active === b.id ? '#0d3c70' : '#ffffff'}
              strokeWidth={active === b.id ? 3 : 1.5}
              tabIndex={0}
              role="img"
              aria-label={bubbleText(b, onePeriod)}
              data-community={b.id}
              onMouseEnter={() => setActive(b.id)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(b.id)}
              onBlur={() => setActive(null)}
              style={{ cursor: 'pointer', outline: 'none' }}
            />
          ))}
        </g>
        <MapLegend />
        {shown && <MapTooltip text={bubbleText(shown, onePeriod)} at={shown.centroid} />}
      </svg>
      <Button variant="contained" onClick={() => void download()} sx={{ mt: 1 }}>
        Descargar imagen del mapa
      </Button>
    </div>
  );
}

/**
 * What a bubble's size means: reference bubbles for a few shares of the total, drawn with the
 * same radius rule (share + 20, spec §9), in the bottom-right corner, clear of the peninsula.
 */
function MapLegend() {
  const radii = LEGEND_SHARES.map((share) => bubbleRadius(share, 100));
  const biggest = Math.max(...radii);
  const baseY = MAP_SIZE.height - 16;
  const centreX = MAP_SIZE.width - 24 - biggest;
  return (
    <g aria-hidden="true" data-testid="map-legend">
      <text
        x={centreX}
        y={baseY - 2 * biggest - 10}
        textAnchor="middle"
        fontSize={12}
        fontFamily={FONT}
        fill="#374151"
      >
        % del total
      </text>
      {radii.map((r, index) => (
        <g key={r}>
          <circle
            cx={centreX}
            cy={baseY - r}
            r={r}
            fill="none"
            stroke={PRIMARY}
            strokeOpacity={0.8}
          />
          <text
            x={centreX}
            y={baseY - 2 * r + 12}
            textAnchor="middle"
            fontSize={11}
            fontFamily={FONT}
            fill="#374151"
          >
            {`${LEGEND_SHARES[index] ?? 0} %`}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The text of the community under the pointer or focus, kept inside the map. */
function MapTooltip({ text, at }: { text: string; at: [number, number] }) {
  const width = Math.min(MAP_SIZE.width - 8, 16 + text.length * 7.5);
  const x = Math.max(4, Math.min(at[0] - width / 2, MAP_SIZE.width - width - 4));
  const y = Math.max(4, at[1] - 44);
  return (
    <g pointerEvents="none" data-testid="map-tooltip" role="status">
      <rect x={x} y={y} width={width} height={28} rx={4} fill="#1f2937" fillOpacity={0.92} />
      <text
        x={x + width / 2}
        y={y + 19}
        textAnchor="middle"
        fill="#ffffff"
        fontSize={14}
        fontFamily={FONT}
      >
        {text}
      </text>
    </g>
  );
}
