// What the rest of the emulator knows of a running image store (kept free of imports: EmulatorContext holds it).

/** The image store the emulator runs (EmulatorContext.imageStorage). */
export interface ImageStorage {
  /** Its public origin, e.g. http://localhost:8121 (the API's host name, the store's port). */
  origin: string;
}

/** Stack's development bucket: public URLs are `<endpoint>/stack-storage/<key>`. */
export const STORAGE_BUCKET = 'stack-storage';
