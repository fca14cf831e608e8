import type { LogLevel, Plugin } from 'vite'

/**
 * vite-plugin-pwa 2 builds worker/sw.ts in a Vite build of its own, with no config file: it asks
 * for one file through `output.inlineDynamicImports`, which Rolldown has deprecated (a warning in
 * every build) for `codeSplitting: false`, and it logs at Vite's default level whatever the app's
 * build was asked for (`npm start` builds at 'warn'). `plugin` goes to that build
 * (`injectManifest.buildPlugins`) and fixes both; `logLevelSource` goes to the app's build and
 * hands it its level.
 */
export function serviceWorkerBuildOptions(): { logLevelSource: Plugin; plugin: Plugin } {
  let logLevel: LogLevel | undefined
  return {
    logLevelSource: {
      name: 'portal:service-worker-log-level',
      apply: 'build',
      configResolved(config) {
        logLevel = config.logLevel
      },
    },
    plugin: {
      name: 'portal:service-worker-build-options',
      config(config) {
        if (logLevel) config.logLevel = logLevel
        const options = config.build?.rollupOptions
        const output = options?.output
        if (!options || !output || Array.isArray(output) || !('inlineDynamicImports' in output)) return
        const { inlineDynamicImports, ...rest } = output
        options.output = { ...rest, codeSplitting: inlineDynamicImports !== true }
      },
    },
  }
}
