/**
 * The HTML shown in the viewer: the stored body behind a policy that forbids every load and
 * script. The frame is also sandboxed with no permissions; this covers what the sandbox does
 * not (images or styles from other sites).
 */
export function viewerDocument(html: string): string {
  const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">${html}`;
}
