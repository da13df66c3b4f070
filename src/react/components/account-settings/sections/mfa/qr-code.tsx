// A QR code as inline SVG elements (no <style>, no data: URL: fine under a strict CSP). uqr only
// encodes the matrix; we draw it, so the SVG renderer and its strings stay out of the bundle.

import type { ReactNode } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/** One SVG path drawing every dark module, row by row, merging horizontal runs. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }): ReactNode {
  // Medium error correction: still readable with a little glare on a screen.
  const qr = encode(value, { ecc: 'M', border: 0 });
  const full = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      className="stack-qr"
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${full} ${full}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={full} height={full} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
