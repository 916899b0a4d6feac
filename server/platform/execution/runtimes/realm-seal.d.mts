export interface RealmSeal {
  intact(): boolean;
}
export function sealRealm(extra?: readonly object[]): RealmSeal;
