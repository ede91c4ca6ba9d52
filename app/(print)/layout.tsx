import type { ReactNode } from 'react';
import './print.css';

/**
 * Print pages (product-spec §2 "Lesson detail", Print menu; DECISIONS §2): a plain white sheet
 * with no app header or footer, so what prints is only the document.
 */
export default function PrintLayout({ children }: { children: ReactNode }) {
  return <div className="print-root">{children}</div>;
}
