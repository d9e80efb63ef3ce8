import type { Plugin } from "vite";

const STAND_IN = "\0antd-config-unique-tooltip";

/**
 * antd's ConfigProvider imports the shared-tooltip provider (and with it the whole popup library,
 * @rc-component/trigger, about 19 KB) for its `tooltip.unique` option, which the app never sets.
 * ConfigProvider's own import gets a stand-in that renders its children; Tooltip keeps the real one.
 */
export function antdConfigSlim(): Plugin {
  return {
    name: "courtside:antd-config-slim",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../tooltip/UniqueProvider" &&
        importer &&
        /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      ) {
        return STAND_IN;
      }
      return null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return "const UniqueProvider = ({ children }) => children;\nexport default UniqueProvider;\n";
    },
  };
}
