import type { QuoteData } from "~/contract/widgets/quote";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

/** http(s) addresses only, for the cite attribute and the source link. */
function webAddress(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}

/** A pull quote: <figure> with the <blockquote> and a <figcaption> naming author and source. */
export function Quote({ data }: WidgetProps<QuoteData>) {
  const href = webAddress(data.sourceUrl);
  const hasCaption = !!(data.author || data.role || data.source);
  return (
    <figure className="quote__quote">
      <blockquote className="quote__text" cite={href}>
        {answerParagraphs(data.quote).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </blockquote>
      {hasCaption ? (
        <figcaption className="quote__caption">
          {data.image ? (
            <ResponsiveImage
              image={{ ...data.image, altText: data.image.altText ?? "" }}
              width={48}
              height={48}
              className="quote__photo"
            />
          ) : null}
          <span className="quote__who">
            {data.author ? <span className="quote__author">{data.author}</span> : null}
            {data.role ? <span className="quote__role">{data.role}</span> : null}
            {data.source ? (
              <cite className="quote__source">
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {data.source}
                  </a>
                ) : (
                  data.source
                )}
              </cite>
            ) : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
