import * as Menu from '@radix-ui/react-dropdown-menu'
import type { FeedVariant } from './messages'

const ITEM = 'block cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50'

type Props = {
  variant: FeedVariant
  /** The author edits and deletes; anyone else signed in reports. */
  isMine: boolean
  onEdit: () => void
  onDelete: () => void
  onReport: () => void
}

/** The post's menu: Edit post and Delete post (spot posts screen) for its author,
 *  Report for everyone else signed in. */
export function PostMenu({ variant, isMine, onEdit, onDelete, onReport }: Props) {
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label="Post options"
        className="rounded-full px-2 py-1 text-xl leading-none text-slate-600 hover:bg-slate-100"
      >
        <span aria-hidden="true">⋯</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-md bg-white p-1 text-ink shadow-lg"
        >
          {isMine ? (
            <>
              <Menu.Item className={ITEM} onSelect={onEdit}>
                Edit post
              </Menu.Item>
              {variant === 'spot' && (
                <Menu.Item className={`${ITEM} text-red-700`} onSelect={onDelete}>
                  Delete post
                </Menu.Item>
              )}
            </>
          ) : (
            <Menu.Item className={ITEM} onSelect={onReport}>
              Report
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
