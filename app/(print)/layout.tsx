import type { ReactNode } from 'react';
import './print.css';

/**
 * Print pages: a plain white sheet
 * with no app header or footer, so what prints is only the document.
 */
export default function PrintLayout({ children }: { children: ReactNode }) {
  return <div className="print-root">{children}</div>;
}
