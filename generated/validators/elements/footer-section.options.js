// DO NOT EDIT: generated from schemas/elements/footer-section.options.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FooterSectionOptions","description":"Options of the footer (spec 2 Footer, spec 9: four link columns).","type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":200},"link":{"$ref":"../common/text-link.schema.json"},"logos":{"type":"array","maxItems":6,"default":[],"items":{"title":"FooterLogo","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300},"href":{"$ref":"../common/href.schema.json"}},"required":["src","alt"],"additionalProperties":false}},"columns":{"type":"array","minItems":4,"maxItems":4,"default":[{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]}],"items":{"title":"FooterColumn","type":"object","properties":{"title":{"type":"string","maxLength":100},"links":{"type":"array","maxItems":10,"items":{"title":"FooterColumnLink","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"href":{"$ref":"../common/href.schema.json"},"type":{"type":"string","enum":["internal","static","external"]}},"required":["label","href","type"],"additionalProperties":false}}},"required":["title","links"],"additionalProperties":false}},"social":{"type":"array","maxItems":8,"default":[],"items":{"title":"FooterSocialLink","type":"object","properties":{"network":{"type":"string","enum":["facebook","instagram","youtube","linkedin","x","tiktok"]},"url":{"type":"string","minLength":9,"maxLength":500,"pattern":"^https://[^\\s<>\"]+$"}},"required":["network","url"],"additionalProperties":false}},"copyright":{"type":"string","minLength":1,"maxLength":300},"footerMenu":{"type":"array","maxItems":8,"default":[],"items":{"$ref":"../common/text-link.schema.json"}},"euLogos":{"description":"Shown only with the bugarin and vitrina themes (spec 2).","type":"array","maxItems":4,"default":[],"items":{"$ref":"../common/image-ref.schema.json"}}},"required":["title","copyright"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/elements/footer-section.options.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const func0 = __cjs(__m0).default;
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"TextLink","description":"A plain link with a visible label (footer and cookie links).","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"href":{"$ref":"./href.schema.json"}},"required":["label","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/text-link.schema.json"};
const pattern0 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/text-link.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "label") || (key0 === "href"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err6 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 1){
const err7 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ImageRef","description":"An image with its alternative text (logos, EU logos).","type":"object","properties":{"src":{"$ref":"./media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/image-ref.schema.json"};
const pattern1 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/image-ref.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.src === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "src") || (key0 === "alt"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.src !== undefined){
let data0 = data.src;
if(typeof data0 === "string"){
if(func0(data0) > 500){
const err3 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern1.test(data0)){
const err5 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.alt !== undefined){
let data1 = data.alt;
if(typeof data1 === "string"){
if(func0(data1) > 300){
const err7 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern4 = new RegExp("^https://[^\\s<>\"]+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/footer-section.options.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.logos === undefined){
data.logos = [];
}
if(data.columns === undefined){
data.columns = [{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]}];
}
if(data.social === undefined){
data.social = [];
}
if(data.footerMenu === undefined){
data.footerMenu = [];
}
if(data.euLogos === undefined){
data.euLogos = [];
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.copyright === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "copyright"},message:"must have required property '"+"copyright"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "title") || (key0 === "link")) || (key0 === "logos")) || (key0 === "columns")) || (key0 === "social")) || (key0 === "copyright")) || (key0 === "footerMenu")) || (key0 === "euLogos"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate1(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
let data2 = data.logos;
if(Array.isArray(data2)){
if(data2.length > 6){
const err6 = {instancePath:instancePath+"/logos",schemaPath:"#/properties/logos/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.src === undefined){
const err7 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.alt === undefined){
const err8 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "src") || (key1 === "alt")) || (key1 === "href"))){
const err9 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.src !== undefined){
let data4 = data3.src;
if(typeof data4 === "string"){
if(func0(data4) > 500){
const err10 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data4) < 1){
const err11 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern1.test(data4)){
const err12 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.alt !== undefined){
let data5 = data3.alt;
if(typeof data5 === "string"){
if(func0(data5) > 300){
const err14 = {instancePath:instancePath+"/logos/" + i0+"/alt",schemaPath:"#/properties/logos/items/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/logos/" + i0+"/alt",schemaPath:"#/properties/logos/items/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.href !== undefined){
let data6 = data3.href;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err16 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data6) < 1){
const err17 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern0.test(data6)){
const err18 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/logos",schemaPath:"#/properties/logos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data7 = data.columns;
if(Array.isArray(data7)){
if(data7.length > 4){
const err22 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.length < 4){
const err23 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.title === undefined){
const err24 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.links === undefined){
const err25 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "title") || (key2 === "links"))){
const err26 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.title !== undefined){
let data9 = data8.title;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err27 = {instancePath:instancePath+"/columns/" + i1+"/title",schemaPath:"#/properties/columns/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/columns/" + i1+"/title",schemaPath:"#/properties/columns/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.links !== undefined){
let data10 = data8.links;
if(Array.isArray(data10)){
if(data10.length > 10){
const err29 = {instancePath:instancePath+"/columns/" + i1+"/links",schemaPath:"#/properties/columns/items/properties/links/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.label === undefined){
const err30 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.href === undefined){
const err31 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.type === undefined){
const err32 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key3 in data11){
if(!(((key3 === "label") || (key3 === "href")) || (key3 === "type"))){
const err33 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.label !== undefined){
let data12 = data11.label;
if(typeof data12 === "string"){
if(func0(data12) > 100){
const err34 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func0(data12) < 1){
const err35 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.href !== undefined){
let data13 = data11.href;
if(typeof data13 === "string"){
if(func0(data13) > 500){
const err37 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func0(data13) < 1){
const err38 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(data13)){
const err39 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.type !== undefined){
let data14 = data11.type;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/type",schemaPath:"#/properties/columns/items/properties/links/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(((data14 === "internal") || (data14 === "static")) || (data14 === "external"))){
const err42 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/type",schemaPath:"#/properties/columns/items/properties/links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema0.properties.columns.items.properties.links.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/columns/" + i1+"/links",schemaPath:"#/properties/columns/items/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
let data15 = data.social;
if(Array.isArray(data15)){
if(data15.length > 8){
const err47 = {instancePath:instancePath+"/social",schemaPath:"#/properties/social/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.network === undefined){
const err48 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.url === undefined){
const err49 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data16){
if(!((key4 === "network") || (key4 === "url"))){
const err50 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.network !== undefined){
let data17 = data16.network;
if(typeof data17 !== "string"){
const err51 = {instancePath:instancePath+"/social/" + i3+"/network",schemaPath:"#/properties/social/items/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!((((((data17 === "facebook") || (data17 === "instagram")) || (data17 === "youtube")) || (data17 === "linkedin")) || (data17 === "x")) || (data17 === "tiktok"))){
const err52 = {instancePath:instancePath+"/social/" + i3+"/network",schemaPath:"#/properties/social/items/properties/network/enum",keyword:"enum",params:{allowedValues: schema0.properties.social.items.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.url !== undefined){
let data18 = data16.url;
if(typeof data18 === "string"){
if(func0(data18) > 500){
const err53 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func0(data18) < 9){
const err54 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!pattern4.test(data18)){
const err55 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://[^\\s<>\"]+$"},message:"must match pattern \""+"^https://[^\\s<>\"]+$"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/social",schemaPath:"#/properties/social/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data.copyright !== undefined){
let data19 = data.copyright;
if(typeof data19 === "string"){
if(func0(data19) > 300){
const err59 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func0(data19) < 1){
const err60 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
let data20 = data.footerMenu;
if(Array.isArray(data20)){
if(data20.length > 8){
const err62 = {instancePath:instancePath+"/footerMenu",schemaPath:"#/properties/footerMenu/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(!(validate1(data20[i4], {instancePath:instancePath+"/footerMenu/" + i4,parentData:data20,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err63 = {instancePath:instancePath+"/footerMenu",schemaPath:"#/properties/footerMenu/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let data22 = data.euLogos;
if(Array.isArray(data22)){
if(data22.length > 4){
const err64 = {instancePath:instancePath+"/euLogos",schemaPath:"#/properties/euLogos/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
if(!(validate4(data22[i5], {instancePath:instancePath+"/euLogos/" + i5,parentData:data22,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err65 = {instancePath:instancePath+"/euLogos",schemaPath:"#/properties/euLogos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

