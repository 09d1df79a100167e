/**
 * Queries on `profiles` (spec §3 "Profile"): a person's first and last name, phone, date of birth,
 * city, biography and interests, one row per person. The e-mail and the time zone live on
 * `users` (`updateAccountDetails` in ./user.server.ts).
 */
import { getDb, type DbExecutor } from "~/db.server";
import { RESOURCE_TOPICS, type ResourceTopic } from "~/utils/resources";

/** A person's profile; empty strings and nulls for what they have not filled in. */
export interface Profile {
  firstName: string;
  lastName: string;
  phone: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  city: string | null;
  bio: string | null;
  interests: ResourceTopic[];
  /** ISO UTC, null when never saved. */
  updatedAt: string | null;
}

const isTopic = (v: string): v is ResourceTopic => (RESOURCE_TOPICS as readonly string[]).includes(v);

/** The stored profile of `userId`, or null when they have never saved one. */
export async function getProfile({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<Profile | null> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("profiles")
    .select(["first_name", "last_name", "phone", "birth_date", "city", "bio", "interests", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    birthDate: row.birth_date,
    city: row.city,
    bio: row.bio,
    interests: row.interests.split(",").filter(isTopic),
    updatedAt: row.updated_at,
  };
}

/** The interests of `userId` (resource topics), empty without a profile. */
export async function getInterests({ userId, db }: { userId: number; db?: DbExecutor }): Promise<ResourceTopic[]> {
  return (await getProfile({ userId, db }))?.interests ?? [];
}

/** Creates or replaces the profile of `userId` (values already validated). */
export async function saveProfile({
  userId,
  profile,
  now,
  db: executor,
}: {
  userId: number;
  profile: Omit<Profile, "updatedAt">;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  const values = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: profile.phone,
    birth_date: profile.birthDate,
    city: profile.city,
    bio: profile.bio,
    interests: profile.interests.join(","),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("profiles")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
