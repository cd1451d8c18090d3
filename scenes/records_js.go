//go:build js

package scenes

import (
	"syscall/js"
)

// webPorter is the browser's: a record is exported as a download and
// imported with the browser's file picker.
type webPorter struct{}

func platformPorter() Porter      { return webPorter{} }
func scriptedPorter() Porter      { return webPorter{} }
func RecordsFolder(Porter) string { return "" }

func (webPorter) Export(name, record string) (string, error) {
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New(js.ValueOf([]any{record}), map[string]any{"type": "text/plain"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return name, nil
}

func (webPorter) Pick(arrive func(name, text string)) ([]Offered, error) {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".roost,.txt,text/plain")
	in.Set("multiple", true)
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, args []js.Value) any {
		files := in.Get("files")
		for i := 0; i < files.Get("length").Int(); i++ {
			f := files.Index(i)
			name := f.Get("name").String()
			if f.Get("size").Int() > MaxRecordBytes {
				arrive(name, string(make([]byte, MaxRecordBytes+1))) // refused as too long
				continue
			}
			var then js.Func
			then = js.FuncOf(func(this js.Value, args []js.Value) any {
				arrive(name, args[0].String())
				then.Release()
				return nil
			})
			f.Call("text").Call("then", then)
		}
		onChange.Release()
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return nil, nil
}
