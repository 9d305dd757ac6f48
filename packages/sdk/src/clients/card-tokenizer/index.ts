export {
  type CardTokenizer,
  type CardTokenizerOptions,
  createCardTokenizer,
  SANDBOX_TOKENIZER_URL,
} from './card-tokenizer.ts';
export {
  type CardTokenizerError,
  type CardTokenizerErrorCode,
  createCardTokenizerError,
  isCardTokenizerError,
} from './card-tokenizer-error.ts';
