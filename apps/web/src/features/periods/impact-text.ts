/** "1 evaluación" / "12.345 evaluaciones": the count in Spanish with its noun agreeing. */
function evaluationsCount(n: number): string {
  return n === 1 ? '1 evaluación' : `${n.toLocaleString('es-ES')} evaluaciones`;
}

/** The consequence of closing the active period, with numbers: which and how many stop. */
export function closingText({ activo, enProceso }: { activo: string | null; enProceso: number }) {
  const closing = activo === null ? 'No hay periodo activo.' : `Se cerrará el periodo ${activo}.`;
  const evaluations =
    enProceso === 1
      ? '1 evaluación en proceso quedará como no terminada.'
      : `${evaluationsCount(enProceso)} en proceso quedarán como no terminadas.`;
  return `${closing} ${evaluations}`;
}

/** What reopening a period gives back, with numbers. */
export function reopeningText(periodo: string, reabiertas: number): string {
  return reabiertas === 1
    ? `1 evaluación no terminada del periodo ${periodo} volverá a estar en proceso.`
    : `${evaluationsCount(reabiertas)} no terminadas del periodo ${periodo} volverán a estar en proceso.`;
}
