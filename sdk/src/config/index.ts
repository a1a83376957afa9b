/** Runtime configuration: loading, validation and defaults. */
export {
  ConfigError,
  RUNTIME_CONFIG_DEFAULTS,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type ConfigFailure,
  type LoadRuntimeConfigOptions,
  type RuntimeConfig,
} from './runtimeConfig';
