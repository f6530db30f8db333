/**
 * Owner-only downloads (file answers of orders and messages): the bytes are fetched with the owner
 * token (a plain link could not carry it) and handed to the browser as a file to save.
 */
import { useState } from 'react';
import type { StudioResult } from '../../application/ports/studio-api.port';

/** Hands the bytes to the browser as a file to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `download(fetchFile, name)` saves the file, or leaves `problem` saying why it could not. */
export function useDownload(): {
  problem: string;
  download: (fetchFile: () => Promise<StudioResult<Blob>>, fileName: string) => Promise<void>;
} {
  const [problem, setProblem] = useState('');
  const download = async (fetchFile: () => Promise<StudioResult<Blob>>, fileName: string) => {
    const result = await fetchFile();
    if (result.ok) saveBlob(result.value, fileName);
    setProblem(result.ok ? '' : result.message);
  };
  return { problem, download };
}
