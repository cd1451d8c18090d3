package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/birdroost/roost/lang"
)

// A browser whose languages are ["ja"], on a first visit (nothing chosen
// in Settings): the title speaks Japanese, as the page does.
func TestBrowserSpeaksTheBrowsersLanguage(t *testing.T) {
	b := openBrowser(t, 1280, 720)
	b.do("languages", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `Object.defineProperty(navigator, "languages", {get: () => ["ja"]});` +
				`Object.defineProperty(navigator, "language", {get: () => "ja"});`})
		return err
	}))
	b.open()
	b.frames(2)
	ja, err := lang.Messages("ja")
	if err != nil {
		t.Fatal(err)
	}
	b.shot("lang-ja-title")
	if got := b.evalStr("window.roost.info.lang"); got != "ja" {
		t.Errorf("the game speaks %q, not ja", got)
	}
	if got, want := b.evalStr("window.roost.info.start"), ja["title.start"]["other"]; got != want {
		t.Errorf("the title says %q, not %q", got, want)
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
