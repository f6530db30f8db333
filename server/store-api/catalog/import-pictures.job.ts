/**
 * A catalogue import's pictures given as addresses (decision 87): fetched from the public internet
 * (platform/outbound/fetch-public.ts: no private address, a size and time limit), put through the
 * media library's checks (content sniffing, no SVG, re-encoding), then added to their product after
 * the pictures it already shows, and to the variants the file gave them to. A picture that cannot be
 * fetched or is not a picture is marked failed with the reason and its row, for the owner to read;
 * the product stays imported without it. Works for a time budget, then leaves the rest to a new job.
 */
import type { Db } from '../platform/database/client';
import { fetchPublicFile, FetchFailure, type FetchLimits } from '../platform/outbound/fetch-public';
import type { ClaimedJob, JobHandler, JobQueue } from '../platform/jobs/job-queue';
import * as imports from './catalogue-import.repository';
import { IMPORT_PICTURES_JOB, type ImportJobPayload } from './catalogue-import.jobs';
import { addImportedPicture } from './imported-pictures.repository';

/** The media library's store (theme/media-store.ts), given by the composition: catalog lies below theme. */
export type PictureSaver = (
  storeId: number,
  fileName: string,
  bytes: Buffer,
  alt: string,
) => Promise<{ ok: true; image: string } | { ok: false; message: string }>;

export interface ImportPicturesDeps {
  db: Db;
  jobs: JobQueue;
  savePicture: PictureSaver;
  fetchLimits: FetchLimits;
  onCatalogueChanged: (storeId: number) => Promise<void>;
  budgetMs?: number;
  now?: () => number;
  /** Replaced in tests. */
  fetchFile?: (address: string, limits: FetchLimits) => Promise<Buffer>;
}

const AT_ONCE = 4;
const DEFAULT_BUDGET_MS = 20_000;

function fileNameOf(src: string): string {
  const last = URL.canParse(src) ? new URL(src).pathname.split('/').pop() : '';
  return (last || 'picture').replace(/\.[a-z0-9]+$/i, '') || 'picture';
}

export function importPicturesJob(deps: ImportPicturesDeps): JobHandler {
  const now = deps.now ?? Date.now;
  const fetchFile = deps.fetchFile ?? fetchPublicFile;
  const one = async (picture: imports.PendingPictureRow): Promise<boolean> => {
    let bytes: Buffer;
    try {
      bytes = await fetchFile(picture.src, deps.fetchLimits);
    } catch (error) {
      const reason = error instanceof FetchFailure ? error.message : String(error);
      await imports.settlePicture(deps.db, picture.id, { error: `could not be fetched: ${reason}` });
      return false;
    }
    const saved = await deps.savePicture(picture.storeId, fileNameOf(picture.src), bytes, picture.alt);
    if (!saved.ok) {
      await imports.settlePicture(deps.db, picture.id, { error: `is ${saved.message}` });
      return false;
    }
    await addImportedPicture(deps.db, picture.storeId, picture.productId, { imageFile: saved.image, alt: picture.alt }, picture.variants);
    await imports.settlePicture(deps.db, picture.id, { imageFile: saved.image });
    return true;
  };
  return async (job: ClaimedJob) => {
    const { importId } = job.payload as ImportJobPayload;
    const deadline = now() + (deps.budgetMs ?? DEFAULT_BUDGET_MS);
    let storeId: number | null = null;
    let added = 0;
    for (;;) {
      const batch = await imports.pendingPictures(deps.db, importId, AT_ONCE);
      if (batch.length === 0) break;
      storeId = batch[0]!.storeId;
      added += (await Promise.all(batch.map(one))).filter(Boolean).length;
      if (now() > deadline) {
        await deps.jobs.enqueue(IMPORT_PICTURES_JOB, { importId }, { key: `${importId}:pictures:after-${batch.at(-1)!.id}`, storeId });
        break;
      }
    }
    if (storeId !== null && added > 0) await deps.onCatalogueChanged(storeId);
  };
}
