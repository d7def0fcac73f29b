/** A file a user sent with a multipart call, as services receive it: its name, declared type and bytes. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}
