// Draws the favicon.svg of both apps (apps/web/public, apps/centre/public) as favicon.ico
// (16, 32 and 48 px PNGs inside, as browsers and crawlers that ask /favicon.ico expect) and a
// 180 px apple-touch-icon.png, with the system's Chromium. Run after changing the SVG:
// `node scripts/make-favicons.mjs`; the results are committed, so builds need no browser.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const svg = readFileSync(`${root}apps/web/public/favicon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function png(size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0"><img src="data:image/svg+xml,${encodeURIComponent(svg)}"
      width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  const shot = await page.screenshot({ omitBackground: true });
  await page.close();
  return shot;
}

/** An ICO file holding PNG images (allowed since Windows Vista; every browser reads it). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const images = [];
for (const size of [16, 32, 48]) images.push({ size, data: await png(size) });
const touch = await png(180);
await browser.close();
for (const app of ['web', 'centre']) {
  writeFileSync(`${root}apps/${app}/public/favicon.ico`, ico(images));
  writeFileSync(`${root}apps/${app}/public/apple-touch-icon.png`, touch);
  if (app === 'centre') writeFileSync(`${root}apps/centre/public/favicon.svg`, svg);
}
