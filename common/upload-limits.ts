/** spec 9: at most 20 files at once in the admin (the media library's upload). */
export const maxAdminUploads = 20;
/** Each uploaded file at most 20 MB. */
export const maxUploadBytes = 20 * 1024 * 1024;
