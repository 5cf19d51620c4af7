// Demo pictures drawn as SVG data addresses: the seed needs covers, ads and portraits that show in an
// <img> (the CSP allows data: images) without shipping image files.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A tea-green card with a caption; hue varies the green so neighbouring cards differ. */
export function picture(caption: string, hue = 130, width = 640, height = 360): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,42%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue + 25},55%,70%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-size="${Math.round(height / 9)}" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="sans-serif">${escape(caption)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
