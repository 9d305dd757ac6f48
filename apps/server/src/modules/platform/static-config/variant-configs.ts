import fs from 'node:fs';
import path from 'node:path';
import {
  FEATURE_FLAGS,
  VARIANT_NAME_PATTERN,
  type VariantConfig,
  variantConfigSchema,
} from '@orbit/domain';

/**
 * Variant configs: one JSON file per host variant in VARIANTS_DIR (`variant-<name>.` host
 * labels pick them). Read and checked once at start, so a broken file stops the server with a
 * message naming it instead of breaking the web app of that variant later.
 */
export function loadVariantConfigs(dir: string): Map<string, VariantConfig> {
  const variants = new Map<string, VariantConfig>();
  if (!fs.existsSync(dir)) return variants;
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const name = file.slice(0, -'.json'.length);
    const variant = parseVariantFile(path.join(dir, file), name);
    variants.set(name, variant);
  }
  return variants;
}

function parseVariantFile(file: string, name: string): VariantConfig {
  const fail = (reason: string): never => {
    throw new Error(`Variant config ${file} is invalid: ${reason}`);
  };
  if (!VARIANT_NAME_PATTERN.test(name))
    fail('the file name must be lower-case letters, digits and hyphens');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`not JSON (${(error as Error).message})`);
  }
  const parsed = variantConfigSchema.safeParse(json);
  if (!parsed.success) return fail(parsed.error.issues.map((issue) => issue.message).join('; '));
  const variant = parsed.data;
  if (variant.name !== name) fail(`"name" is "${variant.name}" but the file is ${name}.json`);
  for (const [flag, value] of Object.entries(variant.featureFlags)) {
    if (!(FEATURE_FLAGS as readonly string[]).includes(flag))
      fail(`unknown feature flag "${flag}"`);
    if (value !== 'true' && value !== 'false') fail(`flag "${flag}" must be "true" or "false"`);
  }
  return variant;
}
