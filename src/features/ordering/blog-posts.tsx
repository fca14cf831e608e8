import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { BlogItem } from '#domain/entities/blog-item'
import { BLOG_ITEMS } from '#domain/limits'
import styles from './ordering.module.css'

/** Two posts of the localized news feed; a feed that fails shows nothing (spec section 8). */
export function BlogPosts({ load }: { load: (signal: AbortSignal) => Promise<BlogItem[]> }) {
  const { t } = useLingui()
  const [posts, setPosts] = useState<BlogItem[]>([])
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (items) => setPosts(items.slice(0, BLOG_ITEMS)),
      () => setPosts([]),
    )
    return () => controller.abort()
  }, [load])
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="blog-posts">
      <h2 id="blog-posts">{t`News`}</h2>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.link} className={styles.box}>
            <a href={post.link} target="_blank" rel="noreferrer">
              {post.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
