// Command serve serves the browser build on localhost for a person to try:
// go run ./wasm/serve [-dir build/web] [-addr 127.0.0.1:8080]
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
)

func main() {
	dir := flag.String("dir", "build/web", "folder with index.html, game.wasm and wasm_exec.js")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no index.html: run `make wasm` first\n", *dir)
		os.Exit(2)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	fmt.Printf("Roost is at http://%s/ (Ctrl+C to stop)\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, http.FileServer(http.Dir(*dir))))
}
