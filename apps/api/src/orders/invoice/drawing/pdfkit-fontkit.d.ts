// pdfkit 0.20 takes an already parsed fontkit font wherever it takes a font file ("Accept already-parsed
// fontkit Font instances in doc.font() and registerFont", its CHANGELOG for 0.20.0), and so does the document's
// `font` option, which it hands to doc.font() ("Add option to set default font"); @types/pdfkit, whose newest
// release is 0.17.6, does not say so yet. This adds those two documented overloads and nothing else;
// pdf-layout.ts imports it, so that every program drawing an invoice (the server, the tests, the bench) has it.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit {
    interface PDFDocument {
      // @types/pdfkit declares the constructor inside this interface; an overload merges only there.
      // eslint-disable-next-line @typescript-eslint/no-misused-new
      new (options: Omit<PDFDocumentOptions, 'font'> & { font: Font }): PDFDocument;
    }
  }
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
