/** The part of madge's API the layer check uses (madge ships no types). */
declare module "madge" {
  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  export default function madge(paths: string[], config?: MadgeConfig): Promise<MadgeResult>;
}
