// How a document's bytes are put together, without pdfkit's small buffers (pdfkit 0.17, pinned). pdfkit
// turns every drawing operator into a Buffer of its own as it is added to the page's content, and every
// piece of the file (an object's header, dictionary, stream, 'endobj', each line of the xref table) into
// another, pushed through the document's readable stream one by one: hundreds of small allocations and
// stream events per invoice. Here a page's operators are kept as text until the page is written, and the
// document's pieces are gathered and joined once.
//
// A page's content is deflated at zlib's fastest level instead of its default: an invoice page's 17 KB of
// operators then take a third of the time to compress, for about 400 bytes more (docs/performance.md).
// Everything else is byte for byte what pdfkit writes.
import { deflateSync } from 'node:zlib';

interface ContentReference {
  compress: boolean;
  /** Bytes written so far: a page made before its class was batched has some already. */
  uncompressedLength: number;
  data: Record<string, unknown>;
  write(chunk: string | Uint8Array): void;
}
interface Page {
  content: ContentReference;
  end(): void;
  write(chunk: string | Uint8Array): void;
}
interface PageBatch {
  pendingContent?: Array<string | Uint8Array>;
}
interface WritableDocument {
  page: Page;
  _offset: number;
  _write(data: string | Buffer): void;
}

const batchedPageClasses = new WeakSet<object>();

/**
 * Lines of text (pdfkit's 'binary' strings, each written with a newline after it) and raw bytes, in the order
 * given, joined into one Buffer at the end: the text between two raw chunks becomes one Buffer.
 */
class GatheredBytes {
  private readonly parts: Uint8Array[] = [];
  private lines: string[] = [];

  /** Adds a line; answers the bytes it takes (a 'binary' string is one byte a character). */
  line(text: string): number {
    this.lines.push(text, '\n');
    return text.length + 1;
  }

  raw(chunk: Uint8Array): number {
    this.flushLines();
    this.parts.push(chunk);
    return chunk.length;
  }

  /** Everything gathered, after `before`. */
  bytes(before: readonly Uint8Array[] = []): Buffer {
    this.flushLines();
    const parts = [...before, ...this.parts];
    return parts.length === 1 && Buffer.isBuffer(parts[0]) ? parts[0] : Buffer.concat(parts);
  }

  private flushLines(): void {
    if (this.lines.length === 0) return;
    this.parts.push(Buffer.from(this.lines.join(''), 'binary'));
    this.lines = [];
  }
}

/** A page's content as pdfkit would have written it: each operator on a line of its own, bytes as given. */
function contentBytes(pending: Array<string | Uint8Array>): Buffer {
  const content = new GatheredBytes();
  for (const chunk of pending) {
    if (typeof chunk === 'string') content.line(chunk);
    else content.raw(chunk);
  }
  return content.bytes();
}

/** Makes the pages of pdfkit (the class of `doc.page`) gather their content and write it once (once). */
function batchPageContent(page: Page): void {
  const PageClass = page.constructor as { prototype: Page & PageBatch };
  if (batchedPageClasses.has(PageClass)) return;
  batchedPageClasses.add(PageClass);
  const prototype = PageClass.prototype;
  const end = prototype.end;
  prototype.write = function write(this: Page & PageBatch, chunk) {
    (this.pendingContent ??= []).push(chunk);
  };
  prototype.end = function endPage(this: Page & PageBatch) {
    const pending = this.pendingContent;
    this.pendingContent = undefined;
    if (pending?.length) {
      const content = this.content;
      const bytes = contentBytes(pending);
      if (content.compress && content.uncompressedLength === 0) {
        content.compress = false;
        content.write(deflateSync(bytes, { level: 1 }));
        content.data.Filter = 'FlateDecode'; // after /Length, where pdfkit puts it
      } else {
        content.write(bytes);
      }
    }
    end.call(this);
  };
}

/**
 * The bytes of `doc` once it has ended. What pdfkit wrote before this is called (the file's header, written
 * by its constructor) still comes through the document's stream; what it writes after is gathered here.
 */
export function documentBytes(doc: NodeJS.ReadableStream): Promise<Buffer> {
  const document = doc as unknown as WritableDocument;
  batchPageContent(document.page);
  const streamed: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => streamed.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const gathered = new GatheredBytes();
  document._write = (data) => {
    document._offset += Buffer.isBuffer(data) ? gathered.raw(data) : gathered.line(data);
  };
  return ended.then(() => gathered.bytes(streamed));
}
