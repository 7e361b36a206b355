// The document type every drawing module of the invoice works on, declared apart from the layout helpers so
// that a helper the layout uses can name it without importing the layout (no import cycle).
import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;
