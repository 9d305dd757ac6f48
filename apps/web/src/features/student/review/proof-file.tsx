import type { CareStudentProofForReview } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './student-review.module.css';

/** The file's bytes, decoded from the answer's base64. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * The uploaded proof, shown from a blob URL of its own bytes (nothing is fetched from elsewhere,
 * and the URL is revoked when the proof closes): a PDF in an `<iframe>` (the CSP allows blob:
 * frames, never plugins: `object-src 'none'`) with a link to open it on its own, an image as an
 * `<img>`.
 */
export function ProofFile({ proof }: { proof: CareStudentProofForReview }) {
  const t = useT();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const blob = new Blob([bytesOf(proof.contentBase64)], { type: proof.contentType });
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [proof.contentBase64, proof.contentType]);
  if (!url) return null;
  const title = t('studentReview.file.title', {
    name: `${proof.firstName} ${proof.lastName}`,
  });
  if (proof.contentType === 'application/pdf') {
    return (
      <>
        <iframe className={styles.file} src={url} title={title} />
        <p>
          <a href={url} target="_blank" rel="noreferrer">
            {t('studentReview.file.open')}
          </a>
        </p>
      </>
    );
  }
  return <img className={styles.image} src={url} alt={title} />;
}
