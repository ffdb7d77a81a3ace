/** Three placeholder post cards while posts load. */
export function PostSkeletons() {
  return (
    <div role="status" aria-label="Loading posts" className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          data-testid="post-skeleton"
          className="animate-pulse rounded-xl bg-white p-4 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <div className="h-10 w-10 rounded-full bg-slate-200" />
            <div className="h-4 w-32 rounded bg-slate-200" />
          </div>
          <div className="mt-4 h-4 w-full rounded bg-slate-200" />
          <div className="mt-2 h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-4 h-48 w-full rounded bg-slate-200" />
        </div>
      ))}
    </div>
  )
}
