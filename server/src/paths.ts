/** Filesystem locations derived from this file, so the server works from any working directory. */
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = path.resolve(SERVER_DIR, '..')
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle')
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite')
/** The H5 build the server serves; H5_DIR points at another build (e.g. one made with TARO_OUTPUT_ROOT). */
export const DEFAULT_H5_DIR = process.env.H5_DIR ? path.resolve(process.env.H5_DIR) : path.join(REPO_ROOT, 'dist', 'h5')
