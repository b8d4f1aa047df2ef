// The uploads slice's public surface (docs/uploads.md): other code imports only from here.
export { createUploadsModule } from './uploads.module.ts';
export { fileRoutes, type FileRoutesDeps } from './files.routes.ts';
export { readUpload, type UploadedFile, type ReadUploadOptions } from './read-upload.ts';
export { sendStoredFile, contentDisposition } from './send-file.ts';
export { storeImage, storePdf, checkPdf, readStoredPdf, imageUrl, hashPattern, type StoredImage, type StoredPdf } from './upload.service.ts';
export { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
export { sniffImage, isPdf } from './sniff.ts';
export { UnsupportedFileError, FileTooLargeError, MissingFileError, PdfActiveContentError } from './upload.errors.ts';
