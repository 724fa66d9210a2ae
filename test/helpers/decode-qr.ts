import jsQR from 'jsqr';

/**
 * Decodes a rendered QR code the way a phone would: the SVG as the page has
 * it, rasterised, then read by jsQR, a decoder independent of the encoder.
 */
export async function decodeQr(svg: SVGSVGElement, pixelsPerModule = 6): Promise<string | undefined> {
  const size = svg.viewBox.baseVal.width * pixelsPerModule;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  const markup = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, size, size);
  URL.revokeObjectURL(image.src);
  const { data } = context.getImageData(0, 0, size, size);
  return jsQR(data, size, size)?.data;
}
