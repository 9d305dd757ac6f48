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
 * and the URL is revoked when the proof closes): a PDF in an `<object>` with a link to open it
 * when the browser shows no PDFs inline, an image as an `<img>`.
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
      <object className={styles.file} data={url} type="application/pdf" title={title}>
        <a href={url} target="_blank" rel="noreferrer">
          {t('studentReview.file.open')}
        </a>
      </object>
    );
  }
  return <img className={styles.image} src={url} alt={title} />;
}
