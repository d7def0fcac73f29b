import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from 'api-client';
import { AppError } from '../kernel/app-error.js';
import type { UploadedFile } from '../kernel/uploaded-file.js';
import { assertStorableInput } from './input-guard.js';

// A file field of a multipart call reaches the handler as an UploadedFile (the contract types it `any`).

/** Largest file one multipart call accepts unless its registration says otherwise. */
export const DEFAULT_MAX_FILE_BYTES = 30 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'The file is too large.';

/** How much of an upload is copied per turn of the event loop (~5 ms), so other requests go on. */
const COPY_SLICE_BYTES = 8 * 1024 * 1024;

/**
 * The file's bytes in one Buffer of its own. `part.toBuffer()` joins the chunks in one copy that holds
 * the event loop ~150 ms for a 160 MB upload; this copies them a slice per turn. The Buffer owns its
 * memory (allocUnsafeSlow), so a service can move it to a worker thread without another copy.
 */
async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  if (part.file.truncated) throw new AppError('file-too-large', 413, FILE_TOO_LARGE_MESSAGE, 'file');
  const data = Buffer.allocUnsafeSlow(size);
  let copied = 0;
  let sinceBreak = 0;
  for (const chunk of chunks) {
    copied += chunk.copy(data, copied);
    sinceBreak += chunk.length;
    if (sinceBreak >= COPY_SLICE_BYTES) {
      sinceBreak = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return data;
}

export const MALFORMED_MULTIPART_MESSAGE = 'The request is not a readable multipart/form-data body.';
export const MUST_BE_A_FILE_MESSAGE = 'must be a file';
export const NOT_A_FILE_FIELD_MESSAGE = 'must be text, not a file';

/** The fields of a multipart call that carry files: the contract marks them `.describe('file')`. */
export function fileFieldsOf(call: CallDefinition): ReadonlySet<string> {
  const shape = (call.request as unknown as { shape?: Record<string, { description?: string }> }).shape ?? {};
  return new Set(Object.entries(shape).filter(([, schema]) => schema.description === 'file').map(([name]) => name));
}

/** A multipart call with a second file part (a call takes one file unless its registration says `files`). */
export const ONE_FILE_MESSAGE = 'Send one file.';

/** Several file parts: at most `max` of them, and `message` refuses one more. */
export interface MultipartFiles {
  max: number;
  message: string;
}

/** What a multipart call reads: its file fields (by the contract), how many file parts and how large. */
export interface MultipartShape {
  fileFields: ReadonlySet<string>;
  maxFileBytes: number;
  files: MultipartFiles;
}

/**
 * Text fields as strings and the file as an UploadedFile, ready for the contract's schema. A call that
 * takes several files (`files`) gets each file field as an array of UploadedFiles, in the order sent
 * (repeated parts under one name, as the api-client sends them). This is the one place a multipart body
 * is read, so every way it can be wrong ends here as a 400 naming the reason: a body the parser cannot
 * read (garbage, truncated, no boundary), a file where the contract has text or text where it has a file.
 */
export async function readMultipart(request: FastifyRequest, { fileFields, maxFileBytes, files }: MultipartShape): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw AppError.badRequest('Expected a multipart/form-data body.');
  const fields: Record<string, unknown> = {};
  const several = files.max > 1;
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: files.max, fields: 20, fieldSize: 64 * 1024 } })[Symbol.asyncIterator]();
  let closed = (): boolean => false;
  try {
    // The first next() pipes the request into the parser; the watch starts in the same tick, before any byte flows.
    const first = parts.next();
    closed = watchClosingDelimiter(request);
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      const isFileField = fileFields.has(part.fieldname);
      if (part.type === 'file') {
        if (!isFileField) throw AppError.badRequest(`${part.fieldname}: ${NOT_A_FILE_FIELD_MESSAGE}`, part.fieldname || undefined);
        const file = { filename: part.filename, mimetype: part.mimetype, data: await readFile(part) } satisfies UploadedFile;
        if (!several) fields[part.fieldname] = file;
        else {
          const list = fields[part.fieldname];
          fields[part.fieldname] = Array.isArray(list) ? [...list, file] : [file];
        }
      } else {
        // Services read a file field as an UploadedFile (or a list of them): text there is refused here.
        if (isFileField) throw AppError.badRequest(`${part.fieldname}: ${MUST_BE_A_FILE_MESSAGE}`, part.fieldname);
        // Text fields are checked as they arrive, so a bad one stops the upload before the rest is read.
        assertStorableInput({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-too-large', 413, FILE_TOO_LARGE_MESSAGE, 'file');
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest(files.message, 'file');
    if (code?.startsWith('FST_')) throw AppError.badRequest((error as Error).message);
    // Anything else thrown while the parts are read is the parser refusing the bytes (busboy's "Unexpected
    // end of form", "Malformed part header", "Boundary not found"): the client's body, not our fault.
    request.log.info({ reason: (error as Error).message }, 'unreadable multipart body');
    throw AppError.badRequest(MALFORMED_MULTIPART_MESSAGE);
  }
  // The parser ends its parts quietly when the body stops without its closing delimiter (garbage, an
  // empty body, a body cut between two parts); its own complaint comes a tick later, after the parts ended.
  if (!closed()) throw AppError.badRequest(MALFORMED_MULTIPART_MESSAGE);
  return fields;
}

/** Whether the request's bytes held the body's closing delimiter (`--boundary--`), watched as they flow. */
function watchClosingDelimiter(request: FastifyRequest): () => boolean {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const delimiter = Buffer.from(`--${found?.[1] ?? found?.[2] ?? ''}--`);
  let seen = false;
  let tail: Buffer = Buffer.alloc(0); // the end of the previous chunk, for a delimiter split across two chunks
  const onData = (chunk: Buffer) => {
    if (seen) return;
    seen = chunk.includes(delimiter) || Buffer.concat([tail, chunk.subarray(0, delimiter.length - 1)]).includes(delimiter);
    tail = chunk.length >= delimiter.length - 1 ? chunk.subarray(chunk.length - delimiter.length + 1) : Buffer.concat([tail, chunk]).subarray(-(delimiter.length - 1));
  };
  request.raw.on('data', onData);
  return () => {
    request.raw.off('data', onData);
    return seen;
  };
}

