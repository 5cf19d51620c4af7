// Demo pictures: the seed needs covers, ads and portraits that show in an <img> without shipping image
// files. Each is an address of the sandbox (GET /__sandbox/pictures/card.svg) that draws the SVG, not a
// data: address — the seeds join several images with commas (coveres, imgs), and a data address holds one.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const PICTURES_PATH = '/__sandbox/pictures/card.svg';

/** A tea-green card with a caption; hue varies the green so neighbouring cards differ. */
export function picture(caption: string, hue = 130, width = 640, height = 360): string {
  const query = new URLSearchParams({ caption, hue: String(hue), w: String(width), h: String(height) });
  // URLSearchParams writes a comma as is; the address must hold none
  return `${PICTURES_PATH}?${query.toString().replace(/,/g, '%2C')}`;
}

const bounded = (value: unknown, fallback: number, min: number, max: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};

/** The SVG a picture address draws (sizes bounded, the caption escaped). */
export function pictureSvg(query: Record<string, unknown>): string {
  const width = bounded(query.w, 640, 16, 2000);
  const height = bounded(query.h, 360, 16, 2000);
  const hue = bounded(query.hue, 130, 0, 360);
  const caption = escape(String(query.caption ?? '').slice(0, 40));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,42%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue + 25},55%,70%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-size="${Math.round(height / 9)}" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="sans-serif">${caption}</text></svg>`
  );
}
