/**
 * The résumé's Typst source, the same for every owner: everything the owner wrote arrives as JSON in
 * `sys.inputs.document` (a ResumeDocument, resume-document.ts) and is placed as strings, which Typst shows as
 * text and never reads as markup, so no name or description can change the layout or run code. Each entry is a
 * block that is not broken across pages; headings and links are Typst's own, so the PDF is tagged with its
 * structure and its links are clickable.
 */
export const RESUME_TYPST = String.raw`
#let d = json(bytes(sys.inputs.document))
#let rtl-doc = d.dir == "rtl"
#let modern = d.template == "modern"
#let compact = d.template == "compact"
#let accent = rgb(d.accent)
#let accent-dark = rgb(d.accentDark)
#let accent-light = rgb(d.accentLight)
#let muted = rgb("#555a62")
#let side-width = 32%

#set document(title: d.title, author: d.name, description: d.description, date: none)
#set page(
  paper: if d.paper == "Letter" { "us-letter" } else { "a4" },
  margin: if modern { (x: 0pt, top: 0pt, bottom: 1.4cm) } else if compact { (x: 1.3cm, y: 1.1cm) } else { (x: 1.9cm, y: 1.7cm) },
  background: if modern {
    place(if rtl-doc { right } else { left }, rect(width: side-width, height: 100%, fill: accent-light))
  },
)
#set text(
  font: ("Inter", "Noto Sans Arabic"),
  fallback: false,
  size: if compact { 8.6pt } else { 9.8pt },
  lang: d.lang,
  dir: if rtl-doc { rtl } else { ltr },
  fill: rgb("#1d1f23"),
)
#set par(leading: if compact { 0.45em } else { 0.55em }, spacing: if compact { 0.55em } else { 0.75em })
#show link: set text(fill: accent-dark)

#show heading.where(level: 1): it => block(below: 0.25em, text(size: if compact { 17pt } else { 22pt }, weight: "bold", it.body))
#show heading.where(level: 2): it => block(
  above: if compact { 0.9em } else { 1.3em },
  below: if compact { 0.45em } else { 0.6em },
  sticky: true,
  width: 100%,
  stroke: (bottom: 0.6pt + accent),
  inset: (bottom: 0.25em),
  text(size: if compact { 9pt } else { 10.5pt }, weight: "bold", fill: accent-dark, tracking: 0.04em, it.body),
)

#let line-of(parts) = {
  let present = parts.filter(p => p != none and p != "")
  if present.len() > 0 { present.join("  ·  ") }
}

// Title, then company and place, then dates, in reading order; the compact template keeps them on one line.
#let entry(e) = block(breakable: false, width: 100%, below: if compact { 0.7em } else { 1em })[
  #let title = text(weight: "bold", if e.url != none { link(e.url, e.title) } else { e.title })
  #let details = line-of((e.subtitle, e.place))
  #let dates = if e.dates != none { text(fill: muted, e.dates) }
  #if compact or details == none [
    #title#if details != none [ #text(fill: muted)[ · #details]] #h(1fr) #dates
  ] else [
    #title \ #text(fill: muted, details) #h(1fr) #dates
  ]
  #if e.text != none [ \ #e.text ]
  #if e.tags.len() > 0 [ \ #text(size: 0.9em, fill: muted, e.tags.join(", ")) ]
]

#let list-item(e) = [#text(weight: "bold", e.title)#if e.text != none [: #e.text]#if e.subtitle != none [ #text(fill: muted)[(#e.subtitle)]]]

#let section(s) = {
  heading(level: 2, s.heading)
  if s.style == "list" and compact {
    // One paragraph: a one-page résumé keeps skills and languages to a line or two.
    block(breakable: false, s.entries.map(list-item).join(h(0.4em) + text(fill: muted)[·] + h(0.4em)))
  } else {
    for e in s.entries {
      if s.style == "text" { par(e.text) } else if s.style == "list" {
        block(breakable: false, width: 100%, below: 0.45em, list-item(e))
      } else { entry(e) }
    }
  }
}

#let contact-lines(stacked) = {
  let items = d.contact.map(c => if c.url != none { link(c.url, c.text) } else { c.text })
  if stacked { items.map(i => block(below: 0.45em, i)).join() } else { items.join(h(0.5em) + text(fill: muted)[·] + h(0.5em)) }
}

#let availability-note = if d.availability != none {
  block(
    fill: if modern { white } else { accent-light },
    above: 0.9em,
    inset: 0.6em,
    radius: 3pt,
    width: 100%,
    breakable: false,
    [#text(weight: "bold", fill: accent-dark, d.availability.heading) \ #d.availability.text],
  )
}

#let photo(size) = if d.photo != none {
  box(clip: true, radius: 50%, width: size, height: size, image(d.photo, width: size, height: size, fit: "cover", alt: d.name))
}

#let header(stacked-contact) = {
  heading(level: 1, d.name)
  if d.headline != none { text(size: if compact { 10.5pt } else { 12pt }, fill: if modern { white } else { accent-dark }, d.headline) }
  if not stacked-contact and d.contact.len() > 0 { block(above: 0.7em, contact-lines(false)) }
}

#if modern {
  block(width: 100%, fill: accent, inset: (x: 1.4cm, y: 1.1cm), below: 0pt)[
    #set text(fill: white)
    #show link: set text(fill: white)
    #grid(columns: (1fr, auto), column-gutter: 1em, align: horizon, header(true), photo(2.4cm))
  ]
  grid(
    columns: (side-width, 1fr),
    inset: (x: 1cm, top: 0.9cm),
    [
      #if d.contact.len() > 0 { contact-lines(true) }
      #availability-note
      #for s in d.sections.filter(s => s.side) { section(s) }
    ],
    [
      #for s in d.sections.filter(s => not s.side) { section(s) }
    ],
  )
} else {
  grid(columns: (1fr, auto), column-gutter: 1em, align: horizon, header(false), photo(if compact { 1.8cm } else { 2.6cm }))
  availability-note
  for s in d.sections { section(s) }
}
`;
