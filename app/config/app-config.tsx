import { createContext, useContext } from "react";
import { defaultAppConfig, type AppConfig } from "~/shared/app-config";

export { defaultAppConfig, type AppConfig };

export const AppConfigContext = createContext<AppConfig>(defaultAppConfig);

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
