/** Reads a chosen file as a data string (`data:…;base64,…`), as files are sent (spec §5). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el fichero.'));
    reader.readAsDataURL(file);
  });
}
