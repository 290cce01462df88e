/**
 * The QR code of a URL as an SVG document (the `qrcode` library, loaded only by the page that
 * shows one). Error correction M, a quiet zone of two modules.
 */
export async function qrSvg(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#222222', light: '#ffffff' },
  });
}

/** An SVG document as an image address. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
