import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

// One solver thread: altcha-lib's worker loop with WebCrypto's PBKDF2, off the main thread.
handler({ deriveKey });
