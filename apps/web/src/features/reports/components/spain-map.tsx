import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { bubbleRadius, type CommunityTotal } from '@eval/contracts/reports';
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
  /** File name of the PNG download. */
  fileName: string;
}

/**
 * The map of Spain (spec §2): every community outlined, the Canary Islands in their inset, and
 * a bubble per community with a total whose radius is its share of the total (%) plus 20
 * (spec §9). A bubble shows the community's name and total on hover and on keyboard focus.
 * Loaded on demand with its geography (d3-geo, topojson, es-atlas).
 */
export default function SpainMap({ communities, total, fileName }: SpainMapProps) {
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
              aria-label={`${b.name}: ${numbers.format(b.total)}`}
              data-community={b.id}
              onMouseEnter={() => setActive(b.id)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(b.id)}
              onBlur={() => setActive(null)}
              style={{ cursor: 'pointer', outline: 'none' }}
            />
          ))}
        </g>
        {shown && <MapTooltip name={shown.name} total={shown.total} at={shown.centroid} />}
      </svg>
      <Button variant="contained" onClick={() => void download()} sx={{ mt: 1 }}>
        Descargar imagen del mapa
      </Button>
    </div>
  );
}

/** Name and total of the community under the pointer or focus, kept inside the map. */
function MapTooltip({ name, total, at }: { name: string; total: number; at: [number, number] }) {
  const text = `${name}: ${numbers.format(total)}`;
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
        fontFamily="Roboto, Helvetica, Arial, sans-serif"
      >
        {text}
      </text>
    </g>
  );
}
