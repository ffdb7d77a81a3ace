// Each post's like and comment counts, kept by PostgreSQL triggers in `feed_post_counts` rather
// than counted on every read. A page of Discover counted every like and comment of its 20 posts
// each time it was read: with ~140 comments a post that was most of PostgreSQL's time under the
// mixed load (bench/README.md "Mixed load"), and it grows with every comment. A counter row costs
// one lookup however long the thread.
//
// The triggers run inside the statement that changes a like or a comment, so a count is exact
// whichever path wrote (the feed's own statements, Payload's operations, the admin, a cascade when
// a post is deleted) and commits or rolls back with it. Parallel writes to one post queue on its
// counter row for the rest of their statement. Comments are counted apart by `hidden`, so a viewer's
// count (cms/access/shown-or-own.ts) is the shown ones, plus for staff the hidden ones, plus for a
// signed-in user their own hidden ones (rare: counted when there are any).
//
// Created at start (server/app.ts, under the start-up lock) rather than in a migration: `npm run
// dev` pushes Payload's schema and runs no migrations, and the table sits outside Payload's schema
// (payload.config.ts `tablesFilter`, like the limits' table). Installing the triggers also counts
// every post's likes and comments once, while the new triggers hold writers off those tables.

export const COUNTS_TABLE = 'feed_post_counts'

/**
 * The triggers by table: if any is missing the counts cannot be trusted and are rebuilt. PostgreSQL
 * fires a row's AFTER triggers in the byte order of their names, so these start with a capital
 * below R: the counter is taken before the foreign key check (`RI_ConstraintTrigger_…`) locks
 * the post. Deleting a post locks its counter first too (deletePostChildren deletes the likes
 * and comments before the post), so a like or a comment racing a post's deletion waits for it
 * instead of deadlocking with it (tests/feed-counts.test.ts).
 */
const TRIGGERS = {
  feed_post_likes: 'Firing_counts_likes',
  feed_post_comments: 'Firing_counts_comments',
  feed_posts: 'Firing_counts_posts',
} as const

const SCHEMA = `
create table if not exists ${COUNTS_TABLE} (
  post_id integer primary key,
  likes integer not null default 0,
  shown_comments integer not null default 0,
  hidden_comments integer not null default 0
);

create or replace function firing_count_like() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.post_id is not distinct from old.post_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.post_id is not null then
    update ${COUNTS_TABLE} set likes = likes - 1 where post_id = old.post_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.post_id is not null then
    insert into ${COUNTS_TABLE} as k (post_id, likes) values (new.post_id, 1)
    on conflict (post_id) do update set likes = k.likes + 1;
  end if;
  return null;
end $$;

create or replace function firing_count_comment() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.post_id is not distinct from old.post_id
      and (new.hidden is true) = (old.hidden is true) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.post_id is not null then
    update ${COUNTS_TABLE} set
      shown_comments = shown_comments - case when old.hidden is true then 0 else 1 end,
      hidden_comments = hidden_comments - case when old.hidden is true then 1 else 0 end
    where post_id = old.post_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.post_id is not null then
    insert into ${COUNTS_TABLE} as k (post_id, shown_comments, hidden_comments)
    values (new.post_id, case when new.hidden is true then 0 else 1 end,
      case when new.hidden is true then 1 else 0 end)
    on conflict (post_id) do update set
      shown_comments = k.shown_comments + excluded.shown_comments,
      hidden_comments = k.hidden_comments + excluded.hidden_comments;
  end if;
  return null;
end $$;

create or replace function firing_count_post_deleted() returns trigger language plpgsql as $$
begin
  delete from ${COUNTS_TABLE} where post_id = old.id;
  return null;
end $$;`

// Creating a trigger locks its table against writes until the transaction ends, so no like or
// comment lands between the triggers' start and the count below.
const INSTALL = `
drop trigger if exists "${TRIGGERS.feed_post_likes}" on feed_post_likes;
create trigger "${TRIGGERS.feed_post_likes}" after insert or delete or update of post_id
  on feed_post_likes for each row execute function firing_count_like();
drop trigger if exists "${TRIGGERS.feed_post_comments}" on feed_post_comments;
create trigger "${TRIGGERS.feed_post_comments}" after insert or delete or update of post_id, hidden
  on feed_post_comments for each row execute function firing_count_comment();
drop trigger if exists "${TRIGGERS.feed_posts}" on feed_posts;
create trigger "${TRIGGERS.feed_posts}" after delete
  on feed_posts for each row execute function firing_count_post_deleted();
delete from ${COUNTS_TABLE};
insert into ${COUNTS_TABLE} (post_id, likes, shown_comments, hidden_comments)
select p.id,
  (select count(*) from feed_post_likes l where l.post_id = p.id),
  (select count(*) from feed_post_comments c where c.post_id = p.id and c.hidden is not true),
  (select count(*) from feed_post_comments c where c.post_id = p.id and c.hidden is true)
from feed_posts p;`

/** A pg pool (Payload's copy of pg or ours): what ensureFeedCounts uses of it. */
type Pool = {
  connect(): Promise<{ query(text: string): Promise<{ rows: unknown[] }>; release(): void }>
}

const INSTALLED = `
select count(*)::int as n from pg_trigger
where not tgisinternal and (tgrelid, tgname) in (
  ${Object.entries(TRIGGERS)
    .map(([table, name]) => `('${table}'::regclass, '${name}')`)
    .join(', ')})`

/**
 * Creates the counts table and its functions, and installs the triggers (counting every post once)
 * unless all are in place. Returns whether it counted. Run where no other instance runs it at the
 * same time (server/app.ts: under the start-up lock).
 */
export async function ensureFeedCounts(pool: Pool): Promise<{ counted: boolean }> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(SCHEMA)
    const { rows } = await client.query(INSTALLED)
    const counted = (rows[0] as { n: number }).n !== Object.keys(TRIGGERS).length
    if (counted) await client.query(INSTALL)
    await client.query('commit')
    return { counted }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** The post aliased `alias`'s like count (`alias` is a constant of the caller, never input). */
export const likeCountOf = (alias: string) =>
  `coalesce((select k.likes from ${COUNTS_TABLE} k where k.post_id = ${alias}.id), 0)`

/**
 * The comments of the post aliased `alias` that the viewer may read, for a statement whose `$2`
 * `$3` are the viewer (visibleTo in lean-sql.ts): the shown ones; staff also the hidden ones; a
 * signed-in user also their own hidden ones, looked for only when the post has hidden ones.
 */
export const commentCountOf = (alias: string) => `coalesce((
  select k.shown_comments + case
    when $3::boolean then k.hidden_comments
    when k.hidden_comments = 0 or $2::int is null then 0
    else (select count(*)::int from feed_post_comments h
          where h.post_id = ${alias}.id and h.hidden is true and h.author_id = $2::int)
  end
  from ${COUNTS_TABLE} k where k.post_id = ${alias}.id), 0)`
