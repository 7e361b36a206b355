// The multipart routes that take a PDF rather than an image (issue 31's bukti potong): the image upload suite
// (uploads.test.ts) leaves them to pdf-uploads.test.ts, and its inventory check counts both lists.
export const PDF_UPLOAD_ROUTES = ['POST /api/orders/:id/payments/:paymentId/withholding'];
