/**
 * Switches an administrator sets at /admin (decision record 0036), one row per key in
 * `app_settings`. A key that was never set has its default.
 */
import { getDb, type DbExecutor } from "~/db.server";

/** The keys and their allowed values; the first value is the default. */
export const APP_SETTINGS = {
  /** The launch campaign (spec §1, §4 "Campaign: active or ended"): "off" stops assigning launch codes. */
  launch_campaign: ["on", "off"],
} as const;

export type AppSettingKey = keyof typeof APP_SETTINGS;
export type AppSettingValue<K extends AppSettingKey> = (typeof APP_SETTINGS)[K][number];

/** The value of `key`, or its default when never set (or set to a value this build does not know). */
export async function getAppSetting<K extends AppSettingKey>({ key, db: executor }: { key: K; db?: DbExecutor }): Promise<AppSettingValue<K>> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirst();
  const allowed = APP_SETTINGS[key] as readonly string[];
  return (row && allowed.includes(row.value) ? row.value : allowed[0]) as AppSettingValue<K>;
}

/**
 * Sets `key` to `value` at `now` (upsert).
 * @returns the previous value (the default when never set), so a caller can tell whether anything changed
 */
export async function setAppSetting<K extends AppSettingKey>({
  key,
  value,
  now,
  db: executor,
}: {
  key: K;
  value: AppSettingValue<K>;
  now: Date;
  db?: DbExecutor;
}): Promise<AppSettingValue<K>> {
  const db = executor ?? (await getDb());
  const previous = await getAppSetting({ key, db });
  const iso = now.toISOString();
  await db
    .insertInto("app_settings")
    .values({ key, value, updated_at: iso })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: iso }))
    .execute();
  return previous;
}
