import { crc32, deflateSync } from 'node:zlib';

/**
 * A brand's favicon drawn from its two colours: a rounded square in the primary colour holding a coin
 * in the secondary colour, with a slot cut in the primary colour. The same drawing as SVG (modern
 * browsers, any size) and as a 32×32 ICO (/favicon.ico, which browsers and crawlers ask for).
 */
export interface FaviconColours {
  primary: string;
  secondary: string;
}

const SIZE = 32;
const SQUARE_RADIUS = 7;
const COIN = { cx: 16, cy: 16, r: 9 };
const SLOT = { x: 14.5, y: 11, width: 3, height: 10 };

export function faviconSvg({ primary, secondary }: FaviconColours): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${SQUARE_RADIUS}" fill="${primary}"/>`,
    `<circle cx="${COIN.cx}" cy="${COIN.cy}" r="${COIN.r}" fill="${secondary}"/>`,
    `<rect x="${SLOT.x}" y="${SLOT.y}" width="${SLOT.width}" height="${SLOT.height}" fill="${primary}"/>`,
    '</svg>',
  ].join('');
}

export function faviconIco(colours: FaviconColours): Buffer {
  const png = encodePng(rasterise(colours));
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** The drawing's colour at a point, or undefined outside the rounded square. */
function paintAt(x: number, y: number, primary: Rgb, secondary: Rgb): Rgb | undefined {
  const cornerX = Math.min(Math.max(x, SQUARE_RADIUS), SIZE - SQUARE_RADIUS);
  const cornerY = Math.min(Math.max(y, SQUARE_RADIUS), SIZE - SQUARE_RADIUS);
  if ((x - cornerX) ** 2 + (y - cornerY) ** 2 > SQUARE_RADIUS ** 2) return undefined;
  const inSlot = x >= SLOT.x && x <= SLOT.x + SLOT.width && y >= SLOT.y && y <= SLOT.y + SLOT.height;
  const inCoin = (x - COIN.cx) ** 2 + (y - COIN.cy) ** 2 <= COIN.r ** 2;
  return inCoin && !inSlot ? secondary : primary;
}

/** RGBA pixels, 4×4 samples per pixel so the edges are smooth. */
function rasterise({ primary, secondary }: FaviconColours): Buffer {
  const [p, s] = [parseHex(primary), parseHex(secondary)];
  const samples = 4;
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let [red, green, blue, covered] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = paintAt(px + (sx + 0.5) / samples, py + (sy + 0.5) / samples, p, s);
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          covered += 1;
        }
      }
      if (covered === 0) continue;
      const offset = (py * SIZE + px) * 4;
      pixels[offset] = Math.round(red / covered);
      pixels[offset + 1] = Math.round(green / covered);
      pixels[offset + 2] = Math.round(blue / covered);
      pixels[offset + 3] = Math.round((255 * covered) / samples ** 2);
    }
  }
  return pixels;
}

function encodePng(rgba: Buffer): Buffer {
  const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    // Filter type 0 (none) before each row.
    rgba.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
