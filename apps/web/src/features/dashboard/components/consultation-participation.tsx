import Typography from '@mui/material/Typography';
import { countText, formatCount } from '@eval/contracts/count-text';
import {
  CONSULTATION_GROUP_LABELS,
  MIN_CONSULTATION_RESPONSES,
  type ConsultationReport,
} from '@eval/contracts/consultations';
import { ValuesTable } from '../../../components/values-table';

const CAPTION = 'Participación por grupo';

/** The label of `suficientes`: the consultations whose figures count in the comparison. */
const ENOUGH_LABEL = `Con al menos ${MIN_CONSULTATION_RESPONSES} respuestas`;

/** "12 de 340 centros con consulta (3,5 %)": participation in words, for the eye and the ear. */
function participationText(data: ConsultationReport): string {
  const share = data.centres > 0 ? (100 * data.withConsultation) / data.centres : 0;
  const percent = share.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  return (
    `${formatCount(data.withConsultation)} de ${countText(data.centres, 'centro', 'centros')} ` +
    `con consulta (${percent} %)`
  );
}

/** The card's participation: centres with a consultation, and per group its figures. */
export function ConsultationParticipation({ data }: { data: ConsultationReport }) {
  return (
    <>
      <Typography sx={{ mb: 1 }} data-testid="consultation-participation">
        {`Periodo ${data.periodo ?? ''}: ${participationText(data)}`}
      </Typography>
      <ValuesTable
        caption={CAPTION}
        headers={['Grupo', 'Consultas', 'Respuestas', ENOUGH_LABEL]}
        rows={data.grupos.map((g) => ({
          key: g.grupo,
          cells: [
            CONSULTATION_GROUP_LABELS.ES[g.grupo],
            formatCount(g.consultas),
            formatCount(g.respuestas),
            formatCount(g.suficientes),
          ],
        }))}
        sx={{ my: 2, maxWidth: 720 }}
      />
    </>
  );
}
