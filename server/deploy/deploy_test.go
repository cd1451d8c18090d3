// Package deploy holds the production files of Roost's server (a systemd
// unit, Nakama's configuration with every secret from the environment, the
// script that writes it, and an nginx reverse proxy for TLS and the
// socket's upgrade); these tests read them as their programs would.
package deploy

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/heroiclabs/nakama/v3/server"
	"go.uber.org/zap"
	"gopkg.in/yaml.v3"
)

// unit reads a systemd unit: section -> key -> values (a key may repeat).
func unit(t *testing.T, path string) map[string]map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]map[string][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		switch {
		case l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, ";"):
		case strings.HasPrefix(l, "[") && strings.HasSuffix(l, "]"):
			section = l[1 : len(l)-1]
			out[section] = map[string][]string{}
		default:
			k, v, ok := strings.Cut(l, "=")
			if !ok || section == "" {
				t.Fatalf("%s:%d: not a key=value in a section: %q", path, n, l)
			}
			out[section][k] = append(out[section][k], v)
		}
	}
	return out
}

// secrets are the variables the unit's environment file must give.
var secrets = []string{"ROOST_SERVER_KEY", "ROOST_SESSION_KEY", "ROOST_REFRESH_KEY", "ROOST_HTTP_KEY",
	"ROOST_CONSOLE_USER", "ROOST_CONSOLE_PASSWORD", "ROOST_CONSOLE_SIGNING_KEY", "ROOST_DATABASE"}

func TestTheSystemdUnit(t *testing.T) {
	u := unit(t, "roost-nakama.service")
	s := u["Service"]
	one := func(k string) string {
		if len(s[k]) != 1 {
			t.Errorf("[Service] %s: %v", k, s[k])
			return ""
		}
		return s[k][0]
	}
	if user := one("User"); user == "" || user == "root" {
		t.Errorf("runs as %q", user)
	}
	if one("EnvironmentFile") != "/etc/roost/secrets.env" || one("Restart") != "always" || one("RuntimeDirectoryMode") != "0700" ||
		one("NoNewPrivileges") != "yes" || one("ProtectSystem") != "strict" {
		t.Errorf("the service: %v", s)
	}
	pre := strings.Join(s["ExecStartPre"], "\n")
	if !strings.Contains(pre, "render-config.sh /opt/roost/nakama.yml ${RUNTIME_DIRECTORY}/nakama.yml") ||
		!strings.Contains(pre, "migrate up --config ${RUNTIME_DIRECTORY}/nakama.yml") {
		t.Errorf("before it starts: %s", pre)
	}
	if one("ExecStart") != "/opt/roost/nakama --config ${RUNTIME_DIRECTORY}/nakama.yml" {
		t.Errorf("ExecStart: %v", s["ExecStart"])
	}
	if strings.Contains(strings.Join(s["ExecStart"], ""), "key") {
		t.Error("a secret on the command line (every user can read it)")
	}
	head, _ := os.ReadFile("roost-nakama.service")
	for _, v := range secrets {
		if !bytes.Contains(head, []byte(v)) {
			t.Errorf("the unit does not say to set %s", v)
		}
	}
	if u["Install"]["WantedBy"][0] != "multi-user.target" {
		t.Error("not started at boot")
	}
}

// render runs render-config.sh with an environment; the file it wrote.
func render(t *testing.T, env map[string]string) (string, error) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "nakama.yml")
	cmd := exec.Command("sh", "render-config.sh", "nakama.yml", out)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		if _, serr := os.Stat(out); serr == nil {
			t.Errorf("a refused configuration was written anyway")
		}
		return string(msg), err
	}
	return out, nil
}

func randomEnv() map[string]string {
	env := map[string]string{}
	for _, k := range secrets {
		var b [24]byte
		_, _ = rand.Read(b[:])
		env[k] = hex.EncodeToString(b[:])
	}
	env["ROOST_CONSOLE_USER"] = "roost-admin"
	env["ROOST_DATABASE"] = "nakama:secret@127.0.0.1:5432/nakama?sslmode=disable"
	return env
}

// The configuration, written from the environment, is Nakama's own (read
// strictly into its configuration type: no key it does not know), carries
// every secret of the environment and none of Nakama's defaults, listens
// on the loopback only, and is readable by its owner only.
func TestTheConfigurationFromTheEnvironment(t *testing.T) {
	env := randomEnv()
	path, err := render(t, env)
	if err != nil {
		t.Fatalf("%v: %s", err, path)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("the configuration's mode is %v", st.Mode().Perm())
	}
	raw, _ := os.ReadFile(path)
	if bytes.Contains(raw, []byte("${")) {
		t.Errorf("a variable left unfilled:\n%s", raw)
	}
	cfg := server.NewConfig(zap.NewNop())
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	if err := dec.Decode(cfg); err != nil {
		t.Fatalf("Nakama would not read it: %v", err)
	}
	for what, c := range map[string][2]string{
		"socket.server_key":              {cfg.GetSocket().ServerKey, env["ROOST_SERVER_KEY"]},
		"session.encryption_key":         {cfg.GetSession().EncryptionKey, env["ROOST_SESSION_KEY"]},
		"session.refresh_encryption_key": {cfg.GetSession().RefreshEncryptionKey, env["ROOST_REFRESH_KEY"]},
		"runtime.http_key":               {cfg.GetRuntime().HTTPKey, env["ROOST_HTTP_KEY"]},
		"console.username":               {cfg.GetConsole().Username, env["ROOST_CONSOLE_USER"]},
		"console.password":               {cfg.GetConsole().Password, env["ROOST_CONSOLE_PASSWORD"]},
		"console.signing_key":            {cfg.GetConsole().SigningKey, env["ROOST_CONSOLE_SIGNING_KEY"]},
		"database.address":               {strings.Join(cfg.GetDatabase().Addresses, ","), env["ROOST_DATABASE"]},
		"socket.address":                 {cfg.GetSocket().Address, "127.0.0.1"},
		"console.address":                {cfg.GetConsole().Address, "127.0.0.1"},
	} {
		if c[0] != c[1] {
			t.Errorf("%s = %q, want %q", what, c[0], c[1])
		}
	}
	if !cfg.GetMatchmaker().RevPrecision || cfg.GetDatabase().MaxOpenConns >= 100 || cfg.GetDatabase().MaxOpenConns == 0 {
		t.Errorf("matchmaker %+v, database pool %d", cfg.GetMatchmaker(), cfg.GetDatabase().MaxOpenConns)
	}

	// A secret missing, short, a public default, or one the file could
	// not hold: nothing is written.
	for what, change := range map[string]func(map[string]string){
		"no session key":       func(e map[string]string) { delete(e, "ROOST_SESSION_KEY") },
		"an empty http key":    func(e map[string]string) { e["ROOST_HTTP_KEY"] = "" },
		"a short refresh key":  func(e map[string]string) { e["ROOST_REFRESH_KEY"] = "abc" },
		"the default key":      func(e map[string]string) { e["ROOST_SESSION_KEY"] = "defaultencryptionkey" },
		"the default password": func(e map[string]string) { e["ROOST_CONSOLE_PASSWORD"] = "password" },
		"a quote":              func(e map[string]string) { e["ROOST_SERVER_KEY"] = `0123456789abcdef"x` },
		"a newline":            func(e map[string]string) { e["ROOST_SERVER_KEY"] = "0123456789abcdef\nx: y" },
	} {
		e := randomEnv()
		change(e)
		if msg, err := render(t, e); err == nil {
			t.Errorf("%s: written", what)
		} else if !strings.Contains(msg, "ROOST_") {
			t.Errorf("%s: %q", what, msg)
		}
	}
}

// nginx reads its configuration as words, ';' and braces.
type block struct {
	args     []string // the directive's words
	children []*block // its block's directives
}

func parseNginx(t *testing.T, path string) *block {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var toks []string
	for _, line := range strings.Split(string(raw), "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		line = strings.NewReplacer("{", " { ", "}", " } ", ";", " ; ").Replace(line)
		toks = append(toks, strings.Fields(line)...)
	}
	root := &block{}
	stack := []*block{root}
	var cur []string
	for _, tok := range toks {
		top := stack[len(stack)-1]
		switch tok {
		case ";":
			top.children = append(top.children, &block{args: cur})
			cur = nil
		case "{":
			b := &block{args: cur}
			top.children = append(top.children, b)
			stack = append(stack, b)
			cur = nil
		case "}":
			if len(stack) == 1 || cur != nil {
				t.Fatalf("%s: a brace out of place", path)
			}
			stack = stack[:len(stack)-1]
		default:
			cur = append(cur, tok)
		}
	}
	if len(stack) != 1 || cur != nil {
		t.Fatalf("%s: unclosed", path)
	}
	return root
}

func (b *block) all(name string) []*block {
	var out []*block
	for _, c := range b.children {
		if len(c.args) > 0 && c.args[0] == name {
			out = append(out, c)
		}
	}
	return out
}

func (b *block) has(words ...string) bool {
	for _, c := range b.children {
		if strings.Join(c.args, " ") == strings.Join(words, " ") {
			return true
		}
	}
	return false
}

// The reverse proxy: TLS on 443, plain HTTP only redirected, the socket's
// upgrade passed on, sign-ins held to a rate, Nakama reached on the
// loopback, and its console never.
func TestTheReverseProxy(t *testing.T) {
	root := parseNginx(t, "nginx.conf")
	raw, _ := os.ReadFile("nginx.conf")
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.Contains(l, "7351") && !strings.HasPrefix(strings.TrimSpace(l), "#") {
			t.Errorf("the console's port is published: %s", l)
		}
	}
	ups := root.all("upstream")
	if len(ups) != 1 || !ups[0].has("server", "127.0.0.1:7350") {
		t.Fatalf("the upstream: %+v", ups)
	}
	name := ups[0].args[1]
	var tls, plain *block
	for _, s := range root.all("server") {
		switch {
		case s.has("listen", "443", "ssl"):
			tls = s
		case s.has("listen", "80"):
			plain = s
		}
	}
	if tls == nil || plain == nil {
		t.Fatal("a server on 443 with TLS and one on 80")
	}
	for _, l := range plain.all("location") {
		for _, c := range l.children {
			if c.args[0] == "proxy_pass" {
				t.Errorf("plain HTTP reaches Nakama: %v", l.args)
			}
		}
	}
	redirect := false
	for _, l := range plain.all("location") {
		redirect = redirect || l.has("return", "301", "https://$host$request_uri")
	}
	if !redirect || tls.all("ssl_certificate") == nil || tls.all("ssl_certificate_key") == nil {
		t.Error("no redirect to https, or no certificate")
	}
	locs := map[string]*block{}
	for _, l := range tls.all("location") {
		locs[strings.Join(l.args[1:], " ")] = l
	}
	ws := locs["= /ws"]
	if ws == nil || !ws.has("proxy_pass", "http://"+name) || !ws.has("proxy_http_version", "1.1") ||
		!ws.has("proxy_set_header", "Upgrade", "$http_upgrade") || !ws.has("proxy_set_header", "Connection", "$roost_connection") {
		t.Fatalf("the socket's location: %+v", ws)
	}
	signin := locs["/v2/account/authenticate/"]
	if signin == nil || len(signin.all("limit_req")) == 0 {
		t.Error("sign-ins are not held to a rate")
	}
	if locs["/"] == nil || !locs["/"].has("proxy_pass", "http://"+name) {
		t.Error("the API is not passed on")
	}
	maps := root.all("map")
	if len(maps) != 1 || maps[0].args[1] != "$http_upgrade" || maps[0].args[2] != "$roost_connection" {
		t.Errorf("the Connection header's map: %+v", maps)
	}
}
