/** Thrown by loadConfig when the environment is unusable; `problems` has one line per variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Orbit Care cannot start: the configuration is invalid.\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}
